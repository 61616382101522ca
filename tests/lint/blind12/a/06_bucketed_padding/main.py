import jax
import jax.numpy as jnp
import optax

from data import CORPUS, WhitespaceTokenizer, batches

tokenizer = WhitespaceTokenizer([t for t, _ in CORPUS])
optimizer = optax.sgd(0.5)


def loss_fn(params, batch):
    emb = params["emb"][batch["input_ids"]] * batch["mask"][..., None]
    pooled = emb.sum(1) / batch["mask"].sum(1, keepdims=True)
    logits = pooled @ params["w"]
    per_example = optax.softmax_cross_entropy_with_integer_labels(logits, batch["labels"])
    return (per_example * batch["weights"]).sum() / batch["weights"].sum()


@jax.jit
def update(params, opt_state, batch):
    loss, grads = jax.value_and_grad(loss_fn)(params, batch)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"emb": jax.random.normal(k1, (len(tokenizer), 16)) * 0.1,
              "w": jax.random.normal(k2, (16, 2)) * 0.1}
    opt_state = optimizer.init(params)
    for epoch in range(2):
        total = 0.0
        for batch in batches(tokenizer, batch_size=3):
            params, opt_state, loss = update(params, opt_state, batch)
            total += float(loss)
        print(f"epoch {epoch}: loss {total:.3f}")


if __name__ == "__main__":
    main()
