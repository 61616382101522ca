def test_plan():
    base = {"i_bias": 2.0, "gamma": 50.0, "beta": 1e-3}
    plan = [("cw", dict(base))]
    for f in (0.2, 0.5, 1.0):
        plan.append((f"mod {f}", dict(base, i_mod=0.5, f_mod=f)))
    plan.append(("cw high bias", dict(base, i_bias=3.0)))
    return plan
