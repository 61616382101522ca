from typing import NamedTuple


class PricingAssumptions(NamedTuple):
    expense_ratio: float
    commission: float
    profit_margin: float
    investment_yield: float


def assumptions_for(segment):
    table = {
        "private_car": (0.12, 0.10, 0.05, 0.030),
        "van": (0.14, 0.12, 0.06, 0.030),
        "motorcycle": (0.15, 0.08, 0.07, 0.028),
    }
    return PricingAssumptions(*table[segment])
