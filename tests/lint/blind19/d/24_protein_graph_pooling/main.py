import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import MAX_RESIDUES, random_protein, to_example

tx = optax.adam(3e-3)


def init(key, hidden=32):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"emb": jax.random.normal(k1, (20, hidden)) * 0.1,
            "msg": jax.random.normal(k2, (hidden, hidden)) * 0.1,
            "out": jax.random.normal(k3, (hidden,)) * 0.1}


def predict(params, ex):
    h = ex["feats"] @ params["emb"]
    m = jax.ops.segment_sum(h[ex["senders"]] @ params["msg"], ex["receivers"], num_segments=MAX_RESIDUES)
    h = jax.nn.gelu(h + m)
    mask = ex["mask"]
    pooled = jnp.sum(h * mask[:, None], 0) / jnp.sum(mask)
    return pooled @ params["out"]


@jax.jit
def train_step(params, opt_state, ex):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(predict(p, ex), ex["label"])
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(7)
    proteins = [random_protein(rng) for _ in range(12)]
    params = init(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    for epoch in range(2):
        losses = []
        for coords, aa, label in proteins:
            params, opt_state, loss = train_step(params, opt_state, to_example(coords, aa, label))
            losses.append(float(loss))
        print(epoch, np.mean(losses))


if __name__ == "__main__":
    main()
