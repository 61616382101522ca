import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def gather_reference_frames(clip, frame_ids):
    frames = clip[frame_ids]
    return frames.mean(axis=0), frames.std(axis=0).mean()


def scene_detect_ids(n_frames, k=6):
    # evenly spaced over the clip
    return np.linspace(0, n_frames - 1, k).round().astype(np.int64)


def editor_marked_ids(marks):
    return np.asarray(marks, dtype=np.int32)


def main():
    rng = np.random.default_rng(0)
    clip = rng.uniform(0, 1, (48, 18, 32)).astype(np.float32)
    requests = [scene_detect_ids(48), editor_marked_ids([3, 9, 14, 22, 30, 41]),
                scene_detect_ids(40), editor_marked_ids([0, 1, 2, 3, 4, 5])]
    for ids in requests:
        ref, spread = gather_reference_frames(clip, ids)
        print(ids.dtype, round(float(ref.mean()), 4), round(float(spread), 4))


if __name__ == "__main__":
    main()
