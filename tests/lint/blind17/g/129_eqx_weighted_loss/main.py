import equinox as eqx
import jax
import numpy as np

from train import make_loss, optimizer, train_step


def main():
    rng = np.random.default_rng(0)
    model = eqx.nn.MLP(4, 1, width_size=8, depth=1, key=jax.random.PRNGKey(0))
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    for step in range(5):
        x = rng.normal(size=(32, 4)).astype(np.float32)
        y = (x[:, 0] > 1.0).astype(np.float32)
        pos_weight = (len(y) - y.sum()) / max(y.sum(), 1.0)
        model, opt_state = train_step(model, opt_state, x, y, make_loss(float(pos_weight)))
        print(step, round(float(pos_weight), 2))


if __name__ == "__main__":
    main()
