# per-school report settings; older entries were written as 0/1
SCHOOL_SETTINGS = {
    "maple": {"normalize": True},
    "oak": {"normalize": 1},
    "pine": {"normalize": True},
    "birch": {"normalize": 1},
}
