import flax.linen as nn
import jax
import jax.numpy as jnp
import optax

from silos import build_silos


class TinyNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = x.reshape((x.shape[0], -1))
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(4)(x)


net = TinyNet()
tx = optax.adam(1e-3)


@jax.jit
def silo_step(params, opt_state, images, labels):
    def loss_fn(p):
        logits = net.apply({"params": p}, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    silos = build_silos()
    params = net.init(jax.random.PRNGKey(0), jnp.zeros((1, 8, 8)))["params"]
    for rnd in range(3):
        local = []
        for silo in silos:
            p, s = params, tx.init(params)
            images, labels = silo.batch()
            for _ in range(2):
                p, s, loss = silo_step(p, s, images, labels)
            local.append(p)
        params = jax.tree_util.tree_map(lambda *x: sum(x) / len(x), *local)
        print(f"round {rnd} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
