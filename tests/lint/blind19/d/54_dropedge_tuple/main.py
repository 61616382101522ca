import jax
import jax.numpy as jnp
import numpy as np
import optax

from augment import maybe_augment
from data import GRAPHS, padded_batch

tx = optax.adam(3e-3)


def classify(params, batch):
    x, s, r, gid, _ = batch
    h = jax.nn.relu(x @ params["w0"])
    h = h + jax.ops.segment_sum(h[s], r, num_segments=x.shape[0])
    g = jax.ops.segment_max(h, gid, num_segments=GRAPHS + 1)[:GRAPHS]
    return g @ params["w1"]


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(classify(p, batch), batch[-1]).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(1)
    k0, k1 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w0": jax.random.normal(k0, (7, 16)) * 0.2, "w1": jax.random.normal(k1, (16, 2)) * 0.2}
    opt_state = tx.init(params)
    for step in range(8):
        batch = maybe_augment(padded_batch(rng), rng)
        params, opt_state, loss = train_step(params, opt_state, batch)
    print(float(loss))


if __name__ == "__main__":
    main()
