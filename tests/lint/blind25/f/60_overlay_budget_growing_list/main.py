import numpy as np

from budget import stack_overlay_budget

FLOW = ["STI", "GATE", "CONTACT", "M1", "V1", "M2"]


def layer_residual(layer, rng, n_marks=80):
    return rng.normal(0, 1.2, (n_marks, 2)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    residuals = [layer_residual(FLOW[0], rng)]
    for layer in FLOW[1:]:
        residuals.append(layer_residual(layer, rng))
        worst, rss = stack_overlay_budget(residuals)
        print(f"{layer}: worst-to-prev {np.round(np.asarray(worst), 2)}")


if __name__ == "__main__":
    main()
