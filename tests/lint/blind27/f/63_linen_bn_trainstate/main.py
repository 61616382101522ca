import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import HardnessNet
from steps import State, train_step, eval_step


def main():
    rng = np.random.default_rng(100)
    X = rng.normal(size=(400, 7)).astype(np.float32)
    y = (14 + 2.0 * X[:, 0] - 1.0 * X[:, 3]).astype(np.float32) / 10
    Xtr, ytr, Xva, yva = X[:320], y[:320], X[320:], y[320:]
    model = HardnessNet()
    v = model.init(jax.random.PRNGKey(0), Xtr[:2], train=False)
    state = State.create(apply_fn=model.apply, params=v["params"], batch_stats=v["batch_stats"],
                         tx=optax.adam(3e-3))
    for epoch in range(5):
        for b in range(0, 320, 40):
            state, loss = train_step(state, Xtr[b:b + 40], ytr[b:b + 40])
        print(f"epoch {epoch}: train {float(loss):.4f} val {float(eval_step(state, Xva, yva)):.4f}")


if __name__ == "__main__":
    main()
