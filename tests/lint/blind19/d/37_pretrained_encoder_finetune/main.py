import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import FINETUNE, encoder_multiplier

N, F, E, C = 90, 12, 300, 5
tx = optax.adam(FINETUNE["lr"])


def forward(params, x, s, r):
    h = jnp.tanh(x @ params["encoder"]["w"])
    h = h + jax.ops.segment_sum(h[s], r, num_segments=N) / 4.0
    return h @ params["head"]["w"]


@jax.jit
def finetune_step(params, opt_state, x, s, r, y, mask, enc_mult):
    def loss_fn(p):
        ce = optax.softmax_cross_entropy_with_integer_labels(forward(p, x, s, r), y)
        return jnp.sum(ce * mask) / jnp.sum(mask)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    grads = {"encoder": jax.tree.map(lambda g: g * enc_mult, grads["encoder"]), "head": grads["head"]}
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(N, F)).astype(np.float32))
    s = jnp.asarray(rng.integers(0, N, E).astype(np.int32))
    r = jnp.asarray(rng.integers(0, N, E).astype(np.int32))
    y = jnp.asarray(rng.integers(0, C, N).astype(np.int32))
    mask = jnp.asarray((rng.random(N) < 0.2).astype(np.float32))
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"encoder": {"w": jax.random.normal(k1, (F, 32)) * 0.1},
              "head": {"w": jax.random.normal(k2, (32, C)) * 0.1}}
    opt_state = tx.init(params)
    for epoch in range(FINETUNE["epochs"]):
        mult = encoder_multiplier(epoch)
        for _ in range(FINETUNE["steps_per_epoch"]):
            params, opt_state, loss = finetune_step(params, opt_state, x, s, r, y, mask, mult)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
