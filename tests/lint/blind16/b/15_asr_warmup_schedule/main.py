import jax
import jax.numpy as jnp
import optax

from schedule import WarmupConstant

N_MELS, N_CLASSES = 20, 12


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (N_MELS, 32)) * 0.1,
            "w2": jax.random.normal(k2, (32, N_CLASSES)) * 0.1}


adam = optax.scale_by_adam()


@jax.jit
def train_step(params, opt_state, feats, labels, lr):
    def loss_fn(p):
        h = jax.nn.relu(feats.mean(axis=1) @ p["w1"])
        logits = h @ p["w2"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    direction, opt_state = adam.update(grads, opt_state)
    params = jax.tree_util.tree_map(lambda p, d: p - lr * d, params, direction)
    return params, opt_state, loss


def main():
    params = init(jax.random.PRNGKey(0))
    opt_state = adam.init(params)
    sched = WarmupConstant(peak_lr=3e-3, warmup_steps=4)
    key = jax.random.PRNGKey(1)
    for step in range(10):
        key, k1, k2 = jax.random.split(key, 3)
        feats = jax.random.normal(k1, (8, 50, N_MELS))
        labels = jax.random.randint(k2, (8,), 0, N_CLASSES)
        params, opt_state, loss = train_step(params, opt_state, feats, labels, sched(step))
    print("loss", float(loss))


if __name__ == "__main__":
    main()
