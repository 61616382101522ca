import jax
import numpy as np

from engine import build_model, pterygium_step, tx

CFG = {"features": 16, "n_classes": 2}


def main():
    rng = np.random.default_rng(0)
    x = rng.uniform(size=(24, 20, 20, 3)).astype(np.float32)
    y = (x[..., 0] > 0.6).astype(np.int32)
    params = build_model(CFG).init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for epoch in range(3):
        for i in range(0, 24, 8):
            model = build_model(CFG)
            params, opt_state, l = pterygium_step(params, opt_state, x[i:i + 8], y[i:i + 8], model=model)
        print(epoch, float(l))


if __name__ == "__main__":
    main()
