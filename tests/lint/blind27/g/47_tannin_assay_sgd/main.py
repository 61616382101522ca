import numpy as np
import jax.numpy as jnp

from train import tannin_step, make_optimizer


def main():
    rng = np.random.default_rng(0)
    # protein precipitation assay features -> tannin mg/L CE
    X = jnp.asarray(rng.normal(0, 1, (128, 4)), jnp.float32)
    y = X @ jnp.array([120.0, 40.0, -15.0, 8.0]) + 600.0
    w = {"coef": jnp.zeros(4), "bias": jnp.zeros(())}
    opt_state = make_optimizer(0).init(w)
    for epoch in range(6):
        tx = make_optimizer(epoch)
        for _ in range(20):
            w, opt_state, loss = tannin_step(w, opt_state, X, y, tx=tx)
        print(f"epoch {epoch}: loss {float(loss):.1f}")


if __name__ == "__main__":
    main()
