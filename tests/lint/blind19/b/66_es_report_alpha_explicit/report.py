from risk import expected_shortfall

REGULATORY_ALPHA = 0.975


def regulatory_es(pnl):
    return expected_shortfall(pnl, alpha=REGULATORY_ALPHA)


def internal_es(pnl, alpha):
    return expected_shortfall(pnl, alpha=alpha)
