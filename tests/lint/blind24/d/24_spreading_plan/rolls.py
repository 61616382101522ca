import numpy as np

NOMINAL_WIDTH_CM = 150.0


def roll_tickets(n=6, seed=6):
    rng = np.random.default_rng(seed)
    measured = rng.normal(150, 4, n).astype(np.float32)
    for i in range(n):
        ticket = {"roll_id": f"R{i:03d}", "length_m": float(rng.integers(40, 80))}
        if i % 2 == 0:
            ticket["width_cm"] = measured[i]
        yield ticket


def usable_width(ticket, selvedge_cm=2.0):
    width = ticket.get("width_cm", NOMINAL_WIDTH_CM)
    return width - 2 * selvedge_cm
