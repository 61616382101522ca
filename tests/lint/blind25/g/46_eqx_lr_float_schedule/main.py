import numpy as np

from model import DryingKinetics, drying_step


def cosine_lr(step, total, base=0.5):
    return base * 0.5 * (1 + np.cos(np.pi * step / total))


def main():
    rng = np.random.default_rng(0)
    t = np.linspace(1, 300, 40).astype(np.float32)
    mr = (np.exp(-0.01 * t ** 1.1) + 0.01 * rng.normal(size=40)).astype(np.float32)
    model = DryingKinetics()
    total = 12
    for step in range(total):
        model, loss = drying_step(model, t, mr, float(cosine_lr(step, total)))
    print(f"k={float(np.exp(model.log_k)):.4f} n={float(model.n):.3f} mse={float(loss):.5f}")


if __name__ == "__main__":
    main()
