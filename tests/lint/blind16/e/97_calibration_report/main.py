import jax
import jax.numpy as jnp
import numpy as np

from calibration import TemperatureReport
from scoring import nll


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 5)).astype(np.float32)
    y = np.argmax(x[:, :3] * 3, axis=1).astype(np.int32)
    x_tr, y_tr, x_va, y_va = x[:64], y[:64], x[64:], y[64:]
    params = {"w": jnp.zeros((5, 3)), "b": jnp.zeros((3,))}
    grad_fn = jax.jit(jax.grad(lambda p: nll(p, x_tr, y_tr)))
    report = TemperatureReport()
    for epoch in range(3):
        for _ in range(5):
            params = jax.tree.map(lambda p, g: p - 0.5 * g, params, grad_fn(params))
        val = float(nll(params, x_va, y_va, temperature=1.0))
        raw, best_t = report(params, x_va, y_va)
        print(f"epoch {epoch}: val_nll={val:.4f} (raw {raw:.4f}) best T={best_t}")


if __name__ == "__main__":
    main()
