import numpy as np
import jax.numpy as jnp
import optax

from model import FreezeDryingCurve
from train import curve_step


def main():
    t = np.linspace(0, 600, 50).astype(np.float32)
    mr = (0.7 * np.exp(-0.015 * t) + 0.3 * np.exp(-0.003 * t)).astype(np.float32)
    schedule = optax.cosine_decay_schedule(init_value=2e-5, decay_steps=15)
    model = FreezeDryingCurve()
    for step in range(15):
        lr = schedule(step)
        model, loss = curve_step(model, t, mr, lr)
    print(f"a={float(model.a):.3f} k={float(model.k):.4f} b={float(model.b):.4f} mse={float(loss):.6f}")


if __name__ == "__main__":
    main()
