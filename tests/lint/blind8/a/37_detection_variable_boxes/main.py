import jax
import jax.numpy as jnp
import optax

from data import synthetic_detection

NUM_ANCHORS = 8
NUM_CLASSES = 3


def init_head(key):
    k1, k2 = jax.random.split(key)
    return {"box": jax.random.normal(k1, (3, NUM_ANCHORS * 4)) * 0.1,
            "cls": jax.random.normal(k2, (3, NUM_ANCHORS * NUM_CLASSES)) * 0.1}


def predict(params, image):
    pooled = image.mean(axis=(0, 1))
    boxes = jax.nn.sigmoid(pooled @ params["box"]).reshape(NUM_ANCHORS, 4)
    logits = (pooled @ params["cls"]).reshape(NUM_ANCHORS, NUM_CLASSES)
    return boxes, logits


def match_loss(pred_boxes, pred_logits, gt_boxes, gt_classes):
    cost = jnp.abs(pred_boxes[:, None, :] - gt_boxes[None, :, :]).sum(-1)
    nearest = jnp.argmin(cost, axis=0)
    box_l1 = jnp.abs(pred_boxes[nearest] - gt_boxes).sum(-1).mean()
    cls_ce = optax.softmax_cross_entropy_with_integer_labels(pred_logits[nearest], gt_classes).mean()
    return box_l1 + cls_ce


tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, image, boxes, classes):
    def loss_fn(p):
        pb, pl = predict(p, image)
        return match_loss(pb, pl, boxes, classes)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = init_head(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    for i, sample in enumerate(synthetic_detection(8)):
        params, opt_state, loss = train_step(params, opt_state, sample["image"],
                                             sample["boxes"], sample["classes"])
        print(f"image {i}: {len(sample['boxes'])} objects, loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
