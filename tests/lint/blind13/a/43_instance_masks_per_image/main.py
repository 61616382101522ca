"""Query-based instance segmentation: each gt instance is matched to its best query mask."""
import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import synthetic_instances

N_QUERIES = 8
tx = optax.adam(1e-2)


def predict_masks(params, image):
    feats = jax.nn.relu(image @ params["pix"])          # [H, W, D]
    return jnp.einsum("hwd,qd->qhw", feats, params["queries"])  # [Q, H, W] logits


def dice_cost(logits, gt):
    p = jax.nn.sigmoid(logits)[:, None]                 # [Q, 1, H, W]
    inter = (p * gt[None]).sum((-1, -2))
    return 1 - 2 * inter / (p.sum((-1, -2)) + gt[None].sum((-1, -2)) + 1.0)  # [Q, N]


@jax.jit
def train_step(params, opt_state, image, gt_masks):
    def loss_fn(p):
        logits = predict_masks(p, image)
        cost = dice_cost(logits, gt_masks)
        # greedy matching: every gt instance takes its cheapest query
        return jnp.min(cost, axis=0).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    dataset = synthetic_instances(rng, 8)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"pix": jax.random.normal(k1, (1, 16)) * 0.5,
              "queries": jax.random.normal(k2, (N_QUERIES, 16)) * 0.5}
    opt_state = tx.init(params)
    for image, gt_masks in dataset:
        params, opt_state, loss = train_step(params, opt_state, image, gt_masks)
        print(f"{len(gt_masks)} instances: matched dice loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
