BASE = {
    "q_lin": 20000.0,      # W/m linear heat rate
    "k_fuel": 3.0,         # W/m/K
    "k_clad": 16.0,
    "h_gap": 5000.0,       # W/m^2/K
    "h_cool": 30000.0,
    "t_cool": 580.0,       # K
}


def scenarios():
    yield "nominal", dict(BASE)
    yield "power uprate", {**BASE, "q_lin": 23000.0}
    yield "degraded gap", {**BASE, "h_gap": 2500.0}
    yield "high burnup", {**BASE, "k_fuel": 2.2, "h_gap": 3500.0}
