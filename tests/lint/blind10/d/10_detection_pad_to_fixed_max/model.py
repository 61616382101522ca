import jax
import jax.numpy as jnp

from detkit.losses import box_iou, make_anchors

ANCHORS = make_anchors()


def init_head(key, channels=3, num_classes=3):
    k1, k2 = jax.random.split(key)
    return {"cls": jax.random.normal(k1, (channels, num_classes)) * 0.01,
            "reg": jax.random.normal(k2, (channels, 4)) * 0.01}


def head_forward(params, images):
    # pool each 8x8 cell to one feature vector
    b, h, w, c = images.shape
    feats = images.reshape(b, h // 8, 8, w // 8, 8, c).mean((2, 4)).reshape(b, -1, c)
    return feats @ params["cls"], feats @ params["reg"]


@jax.jit
def detection_loss(params, images, gt_boxes, gt_labels):
    cls_logits, reg = head_forward(params, images)

    def per_image(logits, deltas, boxes, labels):
        valid = labels >= 0
        iou = box_iou(ANCHORS, boxes) * valid[None]
        best = jnp.argmax(iou, axis=1)
        pos = jnp.max(iou, axis=1) > 0.3
        tgt_cls = jnp.where(pos, labels[best], 0)
        ce = -jnp.take_along_axis(jax.nn.log_softmax(logits), tgt_cls[:, None], 1)[:, 0]
        l1 = jnp.abs(ANCHORS + deltas - boxes[best]).sum(-1)
        return ce.mean() + jnp.sum(l1 * pos) / jnp.maximum(pos.sum(), 1)

    return jnp.mean(jax.vmap(per_image)(cls_logits, reg, gt_boxes, gt_labels))
