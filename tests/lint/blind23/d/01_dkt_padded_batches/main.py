import jax
import jax.numpy as jnp
import optax

from data import make_interactions, batches
from model import DKT

N_SKILLS = 12
model = DKT(N_SKILLS)
opt = optax.adam(3e-3)


@jax.jit
def train_step(params, opt_state, x, q, y, mask):
    def loss_fn(p):
        logits = model.apply(p, x)
        logit_q = jnp.take_along_axis(logits, q[..., None], axis=-1)[..., 0]
        bce = optax.sigmoid_binary_cross_entropy(logit_q, y)
        return jnp.sum(bce * mask) / jnp.maximum(mask.sum(), 1.0)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    seqs = make_interactions(n_skills=N_SKILLS)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 4), jnp.int32))
    opt_state = opt.init(params)
    for epoch in range(2):
        total = 0.0
        for x, q, y, mask in batches(seqs, 16, N_SKILLS):
            params, opt_state, loss = train_step(params, opt_state, x, q, y, mask)
            total += float(loss)
        print(f"epoch {epoch} loss {total:.4f}")


if __name__ == "__main__":
    main()
