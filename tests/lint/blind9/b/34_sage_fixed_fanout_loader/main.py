import jax
import jax.numpy as jnp
import numpy as np
import optax

from loader import NeighborSampler

N_NODES, N_FEAT = 70, 8
optimizer = optax.adam(5e-3)


def init(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"self": jax.random.normal(k1, (N_FEAT, 16)) * 0.3,
            "neigh": jax.random.normal(k2, (N_FEAT, 16)) * 0.3,
            "out": jax.random.normal(k3, (16,)) * 0.3}


@jax.jit
def sage_step(params, opt_state, features, targets, seeds, neighbors):
    def loss_fn(p):
        h_self = features[seeds] @ p["self"]
        h_neigh = features[neighbors].mean(axis=1) @ p["neigh"]
        pred = jax.nn.relu(h_self + h_neigh) @ p["out"]
        return jnp.mean((pred - targets[seeds]) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    senders = rng.integers(0, N_NODES, 300).astype(np.int32)
    receivers = rng.integers(0, N_NODES, 300).astype(np.int32)
    features = rng.normal(size=(N_NODES, N_FEAT)).astype(np.float32)
    targets = np.tanh(features[:, 0] + features[:, 1]).astype(np.float32)
    sampler = NeighborSampler(senders, receivers, N_NODES, batch_size=16, fanout=5)
    params = init(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    for epoch in range(2):
        for seeds, neighbors in sampler:
            params, opt_state, loss = sage_step(params, opt_state, features, targets, seeds, neighbors)
        print(f"epoch {epoch}: {len(sampler)} batches, last loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
