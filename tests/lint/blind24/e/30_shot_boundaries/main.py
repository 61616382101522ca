import numpy as np
import jax
import jax.numpy as jnp
import optax

from evaluate import evaluate
from net import boundary_net


def make_reel(rng, n=64):
    cuts = rng.uniform(size=n) < 0.1
    diffs = rng.normal(0, 0.2, (n, 12)) + cuts[:, None] * 1.0
    return diffs.astype(np.float32), cuts


@jax.jit
def train_step(params, opt_state, diffs, cuts):
    def loss_fn(p):
        logits = boundary_net.apply(p, diffs)
        return optax.sigmoid_binary_cross_entropy(logits, cuts).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


opt = optax.adam(1e-2)


def main():
    rng = np.random.default_rng(0)
    train = [make_reel(rng) for _ in range(6)]
    val = [make_reel(rng) for _ in range(3)]
    params = boundary_net.init(jax.random.PRNGKey(0), jnp.zeros((1, 12)))
    opt_state = opt.init(params)
    for epoch in range(4):
        for diffs, cuts in train:
            params, opt_state, loss = train_step(params, opt_state, diffs, cuts.astype(np.float32))
        print(epoch, round(float(loss), 4), "val acc", round(evaluate(params, val), 3))


if __name__ == "__main__":
    main()
