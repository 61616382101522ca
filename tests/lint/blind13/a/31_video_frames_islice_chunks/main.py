import jax
import jax.numpy as jnp
import numpy as np

from pipeline import chunked, read_clip

FRAMES_PER_CHUNK = 8


def init_detector(key, n_anchors=6):
    k1, k2 = jax.random.split(key)
    return {"backbone": jax.random.normal(k1, (3, 3, 3, 8)) * 0.2,
            "head": jax.random.normal(k2, (8, n_anchors * 5)) * 0.2}


@jax.jit
def detect_frames(params, frames):
    x = jax.lax.conv_general_dilated(frames, params["backbone"], (2, 2), "SAME",
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
    feat = jax.nn.relu(x).mean(axis=(1, 2))
    out = (feat @ params["head"]).reshape(frames.shape[0], -1, 5)
    boxes, score_logits = jax.nn.sigmoid(out[..., :4]), out[..., 4]
    return boxes, jax.nn.sigmoid(score_logits)


def main():
    rng = np.random.default_rng(0)
    params = init_detector(jax.random.PRNGKey(0))
    clip_lengths = [19, 12, 23, 21]
    for clip_id, n_frames in enumerate(clip_lengths):
        n_detections = 0
        for frames in chunked(read_clip(rng, n_frames), FRAMES_PER_CHUNK):
            boxes, scores = detect_frames(params, frames)
            n_detections += int((scores > 0.5).sum())
        print(f"clip {clip_id}: {n_frames} frames, {n_detections} detections")


if __name__ == "__main__":
    main()
