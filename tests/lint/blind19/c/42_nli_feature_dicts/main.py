import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from loaders import SEQ, VOCAB, dev_batches, train_batches


class Esim(nn.Module):
    dim: int = 16

    @nn.compact
    def __call__(self, features):
        p_ids, h_ids = features["premise"], features["hypothesis"]
        p_mask, h_mask = features["premise_mask"], features["hypothesis_mask"]
        emb = nn.Embed(VOCAB, self.dim)
        p, h = emb(p_ids), emb(h_ids)
        att = jnp.einsum("bid,bjd->bij", p, h) + (h_mask[:, None, :] - 1) * 1e9
        p_ctx = jax.nn.softmax(att, axis=-1) @ h
        pooled = ((p - p_ctx) * p_mask[..., None]).sum(1) / p_mask.sum(1, keepdims=True)
        return nn.Dense(3)(pooled)


def main():
    rng = np.random.default_rng(0)
    model = Esim()
    ids, mask = jnp.zeros((1, SEQ), jnp.int32), jnp.ones((1, SEQ))
    dummy = {"premise": ids, "hypothesis": ids, "premise_mask": mask, "hypothesis_mask": mask}
    params = model.init(jax.random.PRNGKey(0), dummy)
    tx = optax.adam(3e-3)
    opt_state = tx.init(params)

    @jax.jit
    def loss_and_acc(params, features, labels):
        logits = model.apply(params, features)
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
        return loss, jnp.mean(jnp.argmax(logits, -1) == labels)

    def loss_only(params, features, labels):
        return loss_and_acc(params, features, labels)[0]

    grad_fn = jax.jit(jax.grad(loss_only))

    for epoch in range(2):
        for features, labels in train_batches(rng, 4, 8):
            grads = grad_fn(params, features, labels)
            updates, opt_state = tx.update(grads, opt_state, params)
            params = optax.apply_updates(params, updates)
            train_loss, _ = loss_and_acc(params, features, labels)
        accs = [float(loss_and_acc(params, f, y)[1]) for f, y in dev_batches(rng, 2, 8)]
        print(f"epoch {epoch} train loss {float(train_loss):.3f} dev acc {np.mean(accs):.3f}")


if __name__ == "__main__":
    main()
