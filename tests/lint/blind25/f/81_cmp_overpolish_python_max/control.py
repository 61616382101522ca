def overpolish_seconds(remaining_nm, removal_rate_nm_s, min_op=0):
    # never command a negative overpolish
    return max(min_op, remaining_nm / removal_rate_nm_s)
