DEFAULT_BUCKET = 10


def bucket_width(profile):
    if "capture_seconds" in profile:
        return profile["capture_seconds"] / profile["n_buckets"]
    return DEFAULT_BUCKET
