import jax
import numpy as np

from distill import distill_step, tx

CONFIG = {"temperature": 2.0, "epochs": 4, "warmup_epochs": 1}


def teacher_predict(x):
    # cached logits of a large teacher model
    w = np.random.default_rng(42).normal(size=(x.shape[1], 5)).astype(np.float32)
    return x @ w


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 12)).astype(np.float32)
    y = rng.integers(0, 5, size=96).astype(np.int32)
    t_logits = teacher_predict(x)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (12, 24)) * 0.3, "w2": jax.random.normal(k2, (24, 5)) * 0.3}
    opt_state = tx.init(params)

    for epoch in range(CONFIG["epochs"]):
        for i in range(0, 96, 32):
            xb, yb, tb = x[i:i + 32], y[i:i + 32], t_logits[i:i + 32]
            if epoch < CONFIG["warmup_epochs"]:
                params, opt_state, loss = distill_step(params, opt_state, xb, yb, tb)
            else:
                params, opt_state, loss = distill_step(params, opt_state, xb, yb, tb,
                                                       temperature=CONFIG["temperature"])
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
