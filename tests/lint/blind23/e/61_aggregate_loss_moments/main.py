from claims_model import aggregate_loss_moments


def from_pricing_file(row):
    return aggregate_loss_moments(freq=row["freq"], sev_mu=row["mu"], sev_sigma=row["sigma"],
                                  n_policies=row["n"])


def from_reserving_view(row):
    return aggregate_loss_moments(n_policies=row["n"], freq=row["freq"],
                                  sev_sigma=row["sigma"], sev_mu=row["mu"])


lines = [
    {"line": "motor", "freq": 0.08, "mu": 7.6, "sigma": 1.1, "n": 120000.0},
    {"line": "home", "freq": 0.05, "mu": 8.1, "sigma": 1.4, "n": 85000.0},
    {"line": "pet", "freq": 0.3, "mu": 5.9, "sigma": 0.8, "n": 40000.0},
]
for row in lines:
    m1, s1 = from_pricing_file(row)
    m2, s2 = from_reserving_view(row)
    print(f"{row['line']}: mean {float(m1):,.0f} (reserving view {float(m2):,.0f}), sd {float(s1):,.0f}")
