from risk import expected_shortfall


def regulatory_es(pnl):
    return expected_shortfall(pnl)


def internal_es(pnl, alpha):
    return expected_shortfall(pnl, alpha=alpha)
