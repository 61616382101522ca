import numpy as np

from packet import FramePacket
from pipeline import to_world


def main():
    rng = np.random.default_rng(0)
    pose = np.zeros(3, np.float32)
    for frame_id in range(6):
        pose = pose + np.array([1.0, 0.0, 0.02], np.float32)
        pkt = FramePacket(points=rng.normal(size=(512, 4)).astype(np.float32), ego_pose=pose, frame_id=frame_id)
        world = to_world(pkt)
        print(f"frame {pkt.frame_id} centroid {np.asarray(world[:, :2].mean(0)).round(2)}")


if __name__ == "__main__":
    main()
