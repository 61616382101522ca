OUTPUT = {"frame_family": "EC", "frame_kind": "EF"}


def output_frame():
    return OUTPUT["frame_family"] + OUTPUT["frame_kind"]
