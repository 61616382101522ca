import numpy as np

from tracker import MAX_CAMERAS, add_track, empty_tracks, update_tracks

CAMERA_SCHEDULE = {0: ["lobby"], 2: ["garage"], 3: ["gate"], 5: ["roof"]}


def detections_for(slots, t, rng):
    dets = np.zeros((MAX_CAMERAS, 2), np.float32)
    for slot in slots.values():
        dets[slot] = rng.standard_normal(2).astype(np.float32) + t
    return dets


def main():
    rng = np.random.default_rng(0)
    tracks = empty_tracks()
    slots = {}
    for t in range(7):
        for cam in CAMERA_SCHEDULE.get(t, []):
            slots[cam] = len(slots)
            tracks = add_track(tracks, slots[cam], rng.standard_normal(2))
        dets = detections_for(slots, t, rng)
        tracks = update_tracks(tracks, dets)
    for cam, slot in sorted(slots.items()):
        print(cam, np.round(np.asarray(tracks["pos"][slot]), 2))


if __name__ == "__main__":
    main()
