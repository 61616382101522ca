import numpy as np

from session import VideoSession


def videos(n, frames=3, seed=0):
    rng = np.random.default_rng(seed)
    for v in range(n):
        yield f"vid{v:03d}", [rng.standard_normal(4).astype(np.float32) for _ in range(frames)]


def main():
    for video_id, measurements in videos(4):
        session = VideoSession(video_id)
        for m in measurements:
            state = session.observe(m)
        print(video_id, np.round(np.asarray(state), 3))


if __name__ == "__main__":
    main()
