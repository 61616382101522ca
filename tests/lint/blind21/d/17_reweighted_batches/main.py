import jax
import jax.numpy as jnp
import optax

from pipeline import ClientPipeline

DIM = 5
tx = optax.sgd(0.2)


@jax.jit
def step(params, opt_state, batch):
    def loss_fn(p):
        logits = batch["x"] @ p["w"] + p["b"]
        per_ex = optax.sigmoid_binary_cross_entropy(logits, batch["y"])
        weights = batch.get("w", jnp.ones_like(per_ex))
        return jnp.mean(per_ex * weights)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    clients = [ClientPipeline(c, 48, DIM, reweight=(c in (1, 3)), seed=c) for c in range(4)]
    params = {"w": jnp.zeros((DIM,)), "b": jnp.zeros(())}
    for rnd in range(2):
        results = []
        for client in clients:
            p, s = params, tx.init(params)
            for batch in client.batches():
                p, s, loss = step(p, s, batch)
            results.append(p)
        params = jax.tree_util.tree_map(lambda *a: sum(a) / len(a), *results)
        print(f"round {rnd} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
