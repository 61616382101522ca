import jax.numpy as jnp
import numpy as np

from sweep import make_trainer

# FDC features: RF power, chamber pressure, CF4 flow, O2 flow, chuck temp, wall hours
FEATURES = ["rf_power", "pressure", "cf4", "o2", "chuck_temp", "wall_hours"]


def load_fdc(seed=11, n=300):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, len(FEATURES))).astype(np.float32)
    coef = np.array([1.2, -0.4, 0.8, 0.3, 0.0, -0.6], np.float32)
    y = X @ coef + rng.normal(0, 0.3, n).astype(np.float32)
    return jnp.asarray(X[:240]), jnp.asarray(y[:240]), jnp.asarray(X[240:]), jnp.asarray(y[240:])


def main():
    Xtr, ytr, Xva, yva = load_fdc()
    for l2 in [0.0, 1e-3, 1e-2, 1e-1]:
        ridge_epoch = make_trainer(Xtr, ytr, l2)
        w = jnp.zeros(len(FEATURES))
        for epoch in range(3):
            w, train_loss = ridge_epoch(w)
        val = float(jnp.mean((Xva @ w - yva) ** 2))
        print(f"l2={l2:g} train={float(train_loss):.4f} val={val:.4f}")


if __name__ == "__main__":
    main()
