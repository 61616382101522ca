import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import OnlineRanker

BASE_LR = 0.1


def pairwise_loss(model, user, pos_item, neg_item):
    margin = model(user, pos_item) - model(user, neg_item)
    return jax.nn.softplus(-margin)


@eqx.filter_jit
def online_update(model, user, pos_item, neg_item):
    loss, grads = eqx.filter_value_and_grad(pairwise_loss)(model, user, pos_item, neg_item)
    lr = model.step_size(BASE_LR)
    model = eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -lr * g, grads))
    model = eqx.tree_at(lambda m: m.num_updates, model, model.num_updates + 1)
    return model, loss


def event_stream(rng, n, user_dim=6, item_dim=10):
    for _ in range(n):
        yield (
            jnp.asarray(rng.normal(size=user_dim), jnp.float32),
            jnp.asarray(rng.normal(size=item_dim), jnp.float32),
            jnp.asarray(rng.normal(size=item_dim), jnp.float32),
        )


def main():
    rng = np.random.default_rng(0)
    model = OnlineRanker(6, 10, 16, jax.random.PRNGKey(0))
    for user, pos, neg in event_stream(rng, 6):
        model, loss = online_update(model, user, pos, neg)
        print(f"update {model.num_updates} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
