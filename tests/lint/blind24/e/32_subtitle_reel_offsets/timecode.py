def tc_to_frames(tc, fps=25):
    hh, mm, ss, ff = (int(p) for p in tc.split(":"))
    return ((hh * 60 + mm) * 60 + ss) * fps + ff
