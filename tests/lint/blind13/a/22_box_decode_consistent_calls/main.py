import jax
import jax.numpy as jnp
import numpy as np

from boxes import box_iou, decode_boxes, make_anchors


def regress(params, feats):
    return jnp.tanh(feats @ params) * 0.5


@jax.jit
def sgd_step(params, feats, anchors, targets):
    def loss_fn(p):
        pred = decode_boxes(anchors, regress(p, feats))
        return jnp.mean(jnp.abs(pred - targets))

    loss, g = jax.value_and_grad(loss_fn)(params)
    return params - 0.01 * g, loss


def validate(params, feats, anchors, targets):
    deltas = regress(params, feats)
    pred = decode_boxes(anchors, deltas)
    return float(box_iou(pred, targets).mean())


def main():
    rng = np.random.default_rng(0)
    anchors = make_anchors()
    feats = rng.normal(size=(8, 32, 16)).astype(np.float32)
    targets = np.asarray(anchors)[None] + rng.normal(scale=1.0, size=(8, 32, 4)).astype(np.float32)
    params = jnp.asarray(rng.normal(scale=0.1, size=(16, 4)), jnp.float32)

    for epoch in range(3):
        for i in range(0, 8, 4):
            params, loss = sgd_step(params, feats[i:i + 4], anchors, targets[i:i + 4])
        # quick look at the raw decoded boxes of the first image, as the logger does
        preview = decode_boxes(anchors, regress(params, feats[:4]))
        miou = validate(params, feats[:4], anchors, targets[:4])
        print(f"epoch {epoch}: loss {float(loss):.3f} val mIoU {miou:.3f} "
              f"first box {np.round(np.asarray(preview[0, 0]), 1)}")


if __name__ == "__main__":
    main()
