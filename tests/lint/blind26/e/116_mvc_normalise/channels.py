def active_channels(session_meta):
    return tuple(sorted(session_meta["channels"]))
