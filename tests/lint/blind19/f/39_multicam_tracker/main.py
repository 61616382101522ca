import numpy as np

from tracker import init_track, update_tracks

CAMERA_SCHEDULE = {0: ["lobby"], 2: ["garage"], 3: ["gate"], 5: ["roof"]}


def detections_for(cams, t, rng):
    return {cam: rng.standard_normal(2).astype(np.float32) + t for cam in cams}


def main():
    rng = np.random.default_rng(0)
    tracks = {}
    for t in range(7):
        for cam in CAMERA_SCHEDULE.get(t, []):
            tracks[cam] = init_track(rng.standard_normal(2))
        dets = detections_for(tracks.keys(), t, rng)
        tracks = update_tracks(tracks, dets)
    for cam, tr in sorted(tracks.items()):
        print(cam, np.round(np.asarray(tr["pos"]), 2))


if __name__ == "__main__":
    main()
