def scenarios():
    base = {"tax_rate": 0.012, "service_cost": 2500.0}
    yield "status_quo", dict(base)
    yield "fee_low", dict(base, impact_fee=8000.0)
    yield "tax_up", dict(base, tax_rate=0.014)
    yield "fee_high", dict(base, impact_fee=15000.0)
