from losses import arbitration_step

def run_config(alpha, x, y, w0, steps=20):
    w = w0
    for _ in range(steps):
        w, l = arbitration_step(w, x, y, alpha)
    return float(l)
