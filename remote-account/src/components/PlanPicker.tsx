import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, Muted } from '@app/shared';
import { formatRupees, type Plan } from '../lib/plans';

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(3)};
  margin: 0;
  legend { font-weight: 600; padding: 0 4px; }
`;
const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.color.primary : theme.color.border)};
  cursor: pointer;
  input { margin-top: 4px; width: 18px; height: 18px; }
  &:focus-within { outline: 3px solid ${({ theme }) => theme.color.primary}; outline-offset: 2px; }
`;
const Price = styled.span`font-weight: 700;`;
const Old = styled.s`color: ${({ theme }) => theme.color.textMuted}; margin-left: 6px;`;

/** Radio list of the ad-free plans; `allowNone` adds "Continue without a plan". */
export function PlanPicker({ plans, value, onChange, allowNone, name = 'plan' }: { plans: Plan[]; value: number | null; onChange: (p: Plan | null) => void; allowNone?: boolean; name?: string }) {
  const { t } = useTranslation('account');
  return (
    <Fieldset>
      <legend>{t(allowNone ? 'plans.optionalLegend' : 'plans.legend')}</legend>
      {allowNone ? (
        <Option $checked={value === null}>
          <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} />
          <span>
            <strong>{t('plans.none')}</strong>
            <Muted>{t('plans.noneHint')}</Muted>
          </span>
        </Option>
      ) : null}
      {plans.map((p) => (
        <Option key={p.idProductPricing} $checked={value === p.idProductPricing}>
          <input type="radio" name={name} value={p.idProductPricing} checked={value === p.idProductPricing} onChange={() => onChange(p)} />
          <span style={{ flex: 1 }}>
            <strong>{p.durationName}</strong>{' '}
            {p.promoText ? <Badge $tone="success">{p.promoText}</Badge> : null}
            <br />
            <Price>{formatRupees(p.amount)}</Price>
            {p.oldAmount && p.oldAmount > p.amount ? <Old aria-label={t('plans.oldPrice', { amount: formatRupees(p.oldAmount) })}>{formatRupees(p.oldAmount)}</Old> : null}
            {p.planDescription ? <Muted>{p.planDescription}</Muted> : null}
          </span>
        </Option>
      ))}
    </Fieldset>
  );
}
