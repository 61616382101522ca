from risk import risk_contributions


def summarize(date, weights, cov):
    rc = risk_contributions(weights, cov)
    share = rc / rc.sum()
    return f"{date}: max share {float(share.max()):.3f} min share {float(share.min()):.3f}"
