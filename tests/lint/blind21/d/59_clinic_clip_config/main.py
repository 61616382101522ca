import flax.linen as nn
import jax
import jax.numpy as jnp
import optax

from clients import CLIENT_SPECS, load_client


class Classifier(nn.Module):
    hidden: int = 16
    classes: int = 3

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.classes)(x)


model = Classifier()
tx = optax.sgd(0.1)


@jax.jit
def train_step(params, opt_state, x, y, clip):
    def loss_fn(p):
        logits = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    gnorm = optax.global_norm(grads)
    grads = jax.tree_util.tree_map(lambda g: g * jnp.minimum(1.0, clip / gnorm), grads)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    dim = 6
    global_params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, dim)))["params"]
    data = [load_client(s, dim, i) for i, s in enumerate(CLIENT_SPECS)]
    for rnd in range(2):
        results = []
        for spec, (x, y) in zip(CLIENT_SPECS, data):
            clip = jnp.float32(spec["clip"])
            params, opt_state = global_params, tx.init(global_params)
            for _ in range(2):
                params, opt_state, loss = train_step(params, opt_state, x, y, clip)
            results.append(params)
        global_params = jax.tree_util.tree_map(lambda *p: sum(p) / len(p), *results)
        print(f"round {rnd} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
