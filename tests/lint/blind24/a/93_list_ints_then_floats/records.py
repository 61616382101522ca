def litter_records():
    # born-alive counts per sow; later farrowing rooms report cross-fostered averages
    yield "room A", [12, 14, 11, 13, 15, 10, 12, 13]
    yield "room B", [13, 12, 12, 14, 11, 15, 13, 12]
    yield "room C", [12.5, 13.0, 11.5, 14.0, 12.0, 13.5, 12.5, 11.0]
