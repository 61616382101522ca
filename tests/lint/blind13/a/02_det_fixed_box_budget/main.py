import jax

from data import batches, synthetic_detection_set
from model import forward, init_params, match_and_loss

LR = 1e-2


@jax.jit
def train_step(params, images, gt_boxes, gt_labels):
    def loss_fn(p):
        pred_boxes, logits = forward(p, images)
        return match_and_loss(pred_boxes, logits, gt_boxes, gt_labels)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    params = jax.tree_util.tree_map(lambda w, g: w - LR * g, params, grads)
    return params, loss


def main():
    params = init_params(jax.random.PRNGKey(0))
    train_set = synthetic_detection_set(24, seed=1)
    for epoch in range(2):
        for images, boxes, labels in batches(train_set, batch_size=4):
            params, loss = train_step(params, images, boxes, labels)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
