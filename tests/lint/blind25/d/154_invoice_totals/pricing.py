def early_payment_discount(terms):
    if terms.get("net_days", 30) <= 10:
        return round(terms["discount_pct"])
    return round(terms["discount_pct"], 1)
