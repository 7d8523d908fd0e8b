// Standalone dev harness entry. Async boundary: shared singletons are negotiated first.
import('./bootstrap');
